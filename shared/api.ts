// The answer envelopes of the API (docs/product.md#envelopes).

export interface DataEnvelope<T> {
  data: T;
}

export interface PageMeta {
  page: number;
  page_size: number;
  max_page: number;
  filter: Record<string, unknown>;
  order_by: string | null;
  total_results: number;
}

export interface ListEnvelope<T> {
  data: T[];
  meta: PageMeta;
}

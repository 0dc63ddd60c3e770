// A club's or field's address as display lines (empty parts left out).
export function addressLines(a: {
  address_0?: string | null;
  address_1: string | null;
  address_2: string | null;
  zip_code: string | null;
  city: string | null;
  region: string | null;
}): string[] {
  return [a.address_0, a.address_1, a.address_2, [a.zip_code, a.city].filter(Boolean).join(' '), a.region].filter(
    (line): line is string => Boolean(line),
  );
}

// Shorthands for the success answers of the endpoint lists.
export const data = { kind: 'data' } as const;
export const list = { kind: 'list' } as const;
export const empty = { kind: 'empty' } as const;
export const image = { kind: 'file', contentTypes: ['image/webp'] } as const;
export const ics = { kind: 'file', contentTypes: ['text/calendar'] } as const;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A multipart upload of one picture in the field `avatar`. */
export const upload = (maxBytes: number) => ({ field: 'avatar', maxBytes });

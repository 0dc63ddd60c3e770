// A bulk mail's template filled for one recipient: `{{first_name}}`, `{{last_name}}` and `{{email}}` replaced, other
// braces left as written (docs/decisions/057-bulk-actions.md).
export interface TemplateRecipient {
  firstname: string;
  lastname: string;
  email: string | null;
}

export function fillTemplate(template: string, r: TemplateRecipient): string {
  const values: Record<string, string> = { first_name: r.firstname, last_name: r.lastname, email: r.email ?? '' };
  return template.replace(/\{\{\s*(first_name|last_name|email)\s*\}\}/g, (_m, key: string) => values[key] ?? '');
}

/** Fills the {{placeholders}} the server left in a translated label. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (match, key: string) => (key in params ? String(params[key]) : match));
}

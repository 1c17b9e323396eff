// Reading a list query into what an engine needs; no database here.

/** Groups `name:value` facets by name, values in the order given and without repeats. */
export function groupOptions(opt: readonly string[] | undefined): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const item of opt ?? []) {
    const at = item.indexOf(':');
    const name = item.slice(0, at);
    const value = item.slice(at + 1);
    const values = byName.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    byName.set(name, values);
  }
  return byName;
}

/** The words of a query: letters and digits, lower case, at most eight. */
export function queryWords(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 8);
}

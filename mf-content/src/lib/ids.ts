/** A positive whole number from the address (?id=12, single/12), else null: the page then shows not found. */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

import type { TFunction } from 'i18next';

/** Specification names and option codes come from the API as codes; this namespace words them. */
export function specName(t: TFunction, name: string): string {
  return t(`spec.name.${name}`, { defaultValue: name });
}

export function specValue(t: TFunction, value: string): string {
  return t(`spec.value.${value}`, { defaultValue: value });
}

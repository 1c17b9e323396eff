import type { UseFormRegisterReturn } from 'react-hook-form';
import { StarGlyph } from '@storefront/shared/ui';

/** Five radio buttons drawn as stars; arrow keys move between them. */
export function StarRating({
  name,
  legend,
  value,
  register,
  labelOf,
  errorId,
}: {
  name: string;
  legend: string;
  value: number;
  register: UseFormRegisterReturn;
  labelOf(n: number): string;
  errorId?: string;
}) {
  return (
    <fieldset className="sf-field" style={{ border: 'none', padding: 0, margin: '0 0 8px' }} aria-describedby={errorId}>
      <legend>{legend}</legend>
      <div className="acc-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} title={labelOf(n)}>
            <input type="radio" value={n} {...register} name={name} aria-label={labelOf(n)} />
            <StarGlyph fill={n <= value ? 'full' : 'empty'} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/*
 * A table of exchange rates against USD as an operator brings it (`operator rates <file|->`): JSON, either
 * {"EUR": 0.9237, ...} or {"base": "USD", "rates": {...}} as rate services answer, or CSV lines
 * "currency,rate" with an optional header and # comments. Every problem is reported at once.
 */

export type RateTable = Map<string, number>;

const MAX_SIGNIFICANT_DIGITS = 6;

/** Digits that carry the value: "0.009237" has 4, "151.600" has 6, "1e3" is refused as not plain decimal. */
function significantDigits(text: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return text.replace(/^-/, '').replace('.', '').replace(/^0+/, '').length;
}

function checkRate(currency: string, raw: string, problems: string[], table: RateTable) {
  const code = currency.trim().toUpperCase();
  const text = raw.trim();
  if (!/^[A-Z]{3}$/.test(code)) return problems.push(`"${currency}" is not an ISO 4217 currency code`);
  if (table.has(code)) return problems.push(`${code} is given twice`);
  const digits = significantDigits(text);
  const rate = Number(text);
  if (digits === null || !Number.isFinite(rate)) return problems.push(`${code}: "${raw}" is not a plain decimal number`);
  if (rate <= 0) return problems.push(`${code}: a rate must be above zero`);
  if (digits > MAX_SIGNIFICANT_DIGITS) return problems.push(`${code}: ${text} has more than ${MAX_SIGNIFICANT_DIGITS} significant digits`);
  if (code === 'USD' && rate !== 1) return problems.push(`USD: rates are against USD, so its own rate is 1 (got ${text})`);
  table.set(code, rate);
}

export function parseRates(input: string): { ok: true; rates: RateTable } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const table: RateTable = new Map();
  const text = input.trim();
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return { ok: false, problems: [`not valid JSON: ${error instanceof Error ? error.message : String(error)}`] };
    }
    let rates = parsed as Record<string, unknown>;
    if (rates && typeof rates.rates === 'object' && rates.rates !== null) {
      if (rates.base !== undefined && String(rates.base).toUpperCase() !== 'USD')
        problems.push(`the rates are against ${String(rates.base)}; they must be against USD`);
      rates = rates.rates as Record<string, unknown>;
    }
    for (const [code, value] of Object.entries(rates)) {
      if (typeof value === 'number' || typeof value === 'string') checkRate(code, String(value), problems, table);
      else problems.push(`${code}: the rate is not a number`);
    }
  } else {
    text.split(/\r?\n/).forEach((line, index) => {
      const row = line.trim();
      if (!row || row.startsWith('#')) return;
      const cells = row.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"|"$/g, ''));
      if (index === 0 && !/\d/.test(cells[1] ?? '')) return; // a header such as "currency,rate"
      if (cells.length !== 2) return problems.push(`line ${index + 1}: expected "currency,rate", got "${row}"`);
      checkRate(cells[0], cells[1], problems, table);
    });
  }
  if (problems.length === 0 && table.size === 0) problems.push('no rates were given');
  return problems.length ? { ok: false, problems } : { ok: true, rates: table };
}

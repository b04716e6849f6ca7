/**
 * A number as a machine reads it in a CSV cell (FOCUS's Numeric Format): plain digits, a dot before the decimals,
 * no grouping, no exponent, no plus sign, no currency; at most `fractionDigits` decimals, trailing zeros dropped.
 * @example machineDecimal(1958.8333333333333, 6) // '1958.833333'
 * @example machineDecimal(0.0000001, 6) // '0' (never '1e-7')
 * @example machineDecimal(40, 6) // '40'
 */
export function machineDecimal(value: number, fractionDigits: number): string {
  const fixed = value.toFixed(fractionDigits);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

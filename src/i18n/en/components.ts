/** Shared controls in src/components (the slider paired with a number field). */
export const components = {
  'field.range': 'Enter a number from {min} to {max}.',
  'field.rangeOrZero': 'Enter 0, or a number from {smallest} to {max}.',
  'field.rejectedOrZero': '“{typed}” was not used: enter 0, or a number from {smallest} to {max}.',
  'field.rejected': '“{typed}” was not used: enter a number from {min} to {max}.',
  'field.rounded': '“{typed}” is used as {value}: this field takes whole numbers.',
  'field.storedAs':
    '“{typed}” is used as {value}: it is too small for the page to tell apart from 0.',
  'field.ambiguous':
    '“{mark}” groups thousands in some languages and marks decimals in others: type {grouped} or {decimal}.',
  'field.rejectedAmbiguous':
    '“{typed}” was not used: “{mark}” groups thousands in some languages and marks decimals in others. Type {grouped} or {decimal}.',
  'field.readAsDecimal': '“{typed}” is read as {number}: on this page “{mark}” marks decimals.',
  'field.readAsGroup': '“{typed}” is read as {number}: on this page “{mark}” groups thousands.',
  'field.readAsForeign': '“{typed}” is read as {number}: “{mark}” is taken as the decimal mark.',
  'components.info.about': 'More about {label}',
} as const;

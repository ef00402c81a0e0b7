// Imported first by every form part (lib/formPart.ts): it evaluates zod and the contract's
// shared field rules, about a third of a form's schemas' cost, in a task before the form's
// own schemas.
export { requiredText } from '@cabo/contract';

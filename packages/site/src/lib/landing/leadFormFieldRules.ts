// Loaded by ./leadFormParts.ts first: importing this evaluates zod and the contract's shared
// field rules, about a third of the schemas' cost, in a task before the forms' own schemas.
export { requiredText } from '@cabo/contract';

export { LeadRecord, type LeadRecordProps } from './LeadRecord.tsx';

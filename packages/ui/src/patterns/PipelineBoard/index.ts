export {
  PipelineBoard,
  type PipelineBoardProps,
  type PipelineCard,
  type PipelineColumn,
} from './PipelineBoard.tsx';
export { CloseReasonDialog, type CloseReasonDialogProps } from './CloseReasonDialog.tsx';

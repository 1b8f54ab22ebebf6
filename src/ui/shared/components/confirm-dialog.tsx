import type { ReactNode } from 'react';
import { Sheet } from './sheet';

/**
 * The dialog of `useFeedback().confirm`, on the native <dialog> like every sheet (a modal dialog to
 * assistive technology, focus kept inside, Escape and the backdrop answer no): what will happen, and the
 * two answers. The confirming button turns red for a step that destroys something.
 */
export default function ConfirmDialog(props: {
  visible: boolean;
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
  danger: boolean;
  onAnswer: (answer: boolean) => void;
}) {
  const { onAnswer } = props;
  return (
    <Sheet
      open={props.visible}
      onClose={() => onAnswer(false)}
      side="center"
      label={props.title}
      testId="confirm-dialog"
    >
      <h2 className="sheet-title">{props.title}</h2>
      <p className="confirm-content">{props.content}</p>
      <div className="sheet-actions">
        <button
          type="button"
          className={props.danger ? 'button confirm-danger' : 'button'}
          onClick={() => onAnswer(true)}
        >
          {props.confirmText}
        </button>
        <button type="button" className="button secondary" onClick={() => onAnswer(false)}>
          {props.cancelText}
        </button>
      </div>
    </Sheet>
  );
}

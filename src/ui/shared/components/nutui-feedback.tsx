import '@nutui/nutui-react/dist/es/packages/dialog/style/css';
import '@nutui/nutui-react/dist/es/packages/toast/style/css';
import { Dialog, Toast } from '@nutui/nutui-react';
import type { ReactNode } from 'react';

/** nutui's toast and dialog, in their own chunk: loaded the first time the app has something to say. */
export function showToast(text: string, kind: 'success' | 'error' | 'info'): void {
  const icon =
    kind === 'success' ? { icon: 'success' as const } : kind === 'error' ? { icon: 'fail' as const } : {};
  Toast.show({ content: text, duration: kind === 'error' ? 3 : 2, ...icon });
}

export default function ConfirmDialog(props: {
  visible: boolean;
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
  danger: boolean;
  onAnswer: (answer: boolean) => void;
}) {
  return (
    <Dialog
      visible={props.visible}
      title={props.title}
      content={props.content}
      confirmText={props.confirmText}
      cancelText={props.cancelText}
      className={props.danger ? 'confirm-danger' : ''}
      onConfirm={() => props.onAnswer(true)}
      onCancel={() => props.onAnswer(false)}
      onClose={() => props.onAnswer(false)}
    />
  );
}

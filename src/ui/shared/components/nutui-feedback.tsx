import '@nutui/nutui-react/dist/es/packages/toast/style/css';
import './nutui-feedback.css';
import { Toast } from '@nutui/nutui-react';

/**
 * nutui's toast, in its own chunk: loaded the first time the app has something to say. It lets taps through
 * to the screen and leaves scrolling alone (nutui-feedback.css): a message never holds the person up.
 */
export function showToast(text: string, kind: 'success' | 'error' | 'info'): void {
  const icon =
    kind === 'success' ? { icon: 'success' as const } : kind === 'error' ? { icon: 'fail' as const } : {};
  Toast.show({
    content: text,
    duration: kind === 'error' ? 3 : 2,
    className: 'toast-passthrough',
    lockScroll: false,
    // Whole words on a line (nutui's default breaks between any two letters: "exp/ired").
    wordBreak: 'break-word',
    closeOnOverlayClick: false,
    ...icon,
  });
}

import '@nutui/nutui-react/dist/es/packages/toast/style/css';
import { Toast } from '@nutui/nutui-react';

/** nutui's toast, in its own chunk: loaded the first time the app has something to say. */
export function showToast(text: string, kind: 'success' | 'error' | 'info'): void {
  const icon =
    kind === 'success' ? { icon: 'success' as const } : kind === 'error' ? { icon: 'fail' as const } : {};
  Toast.show({ content: text, duration: kind === 'error' ? 3 : 2, ...icon });
}

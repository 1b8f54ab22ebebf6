import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export interface ConfirmOptions {
  readonly title: string;
  /** What will happen, with amounts (ui-guide: irreversible steps say what will happen). */
  readonly content: ReactNode;
  readonly confirmText?: string;
  /** The answer that changes nothing, in the words of what it keeps ("Keep order"); "Cancel" by default. */
  readonly cancelText?: string;
  readonly danger?: boolean;
}

export interface Feedback {
  /** A short message at the top of the screen. */
  toast(text: string, kind?: 'success' | 'error' | 'info'): void;
  /** Asks before an irreversible step; resolves true when the user confirms. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

interface Pending extends ConfirmOptions {
  readonly resolve: (answer: boolean) => void;
}

/** Hosts the confirm dialog inside the app's tree, so that it speaks the user's language. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [pending, setPending] = useState<Pending | null>(null);
  const [used, setUsed] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  const answer = useCallback((value: boolean) => {
    pendingRef.current?.resolve(value);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const feedback = useMemo<Feedback>(
    () => ({
      toast(text, kind = 'info') {
        void import('./nutui-feedback').then(({ showToast }) => showToast(text, kind));
      },
      confirm(options) {
        pendingRef.current?.resolve(false);
        setUsed(true);
        return new Promise<boolean>((resolve) => {
          const next = { ...options, resolve };
          pendingRef.current = next;
          setPending(next);
        });
      },
    }),
    [],
  );

  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ConfirmDialog
            visible={pending !== null}
            title={pending?.title ?? ''}
            content={pending?.content ?? null}
            confirmText={pending?.confirmText ?? intl.formatMessage({ id: 'common.confirm' })}
            cancelText={pending?.cancelText ?? intl.formatMessage({ id: 'common.cancel' })}
            danger={pending?.danger ?? false}
            onAnswer={answer}
          />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}

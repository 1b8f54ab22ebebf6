import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './settings.css';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { copyText } from '../../shared/components/copy';
import { useFeedback } from '../../shared/components/feedback';
import { SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { DiagnosticsVm } from './diagnostics.vm';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd className="mono">{children}</dd>
    </div>
  );
}

/**
 * The wallet diagnostics panel: what a support person asks first (browser, wallets, chain, account, socket,
 * API, build, last errors), copied as text in one tap. It shows no token or key.
 */
const DiagnosticsScreen = observer(function DiagnosticsScreen() {
  const vm = useViewModel(DiagnosticsVm, undefined);
  const intl = useIntl();
  const feedback = useFeedback();
  const report = vm.report;
  if (!report) return <SkeletonList rows={3} />;
  const none = intl.formatMessage({ id: 'settings.diagnostics.none' });
  const time = (at: number | null) => (at === null ? none : intl.formatTime(at, { timeStyle: 'medium' }));
  const copy = async () => {
    const ok = await copyText(vm.text);
    feedback.toast(
      intl.formatMessage({ id: ok ? 'common.copied' : 'common.copyFailed' }),
      ok ? 'success' : 'error',
    );
  };
  return (
    <div className="screen-body settings-screen" data-testid="diagnostics">
      <div className="row">
        <button type="button" className="button" onClick={() => void copy()}>
          <FormattedMessage id="settings.diagnostics.copy" />
        </button>
        <button type="button" className="button secondary" onClick={() => void vm.refresh()}>
          <FormattedMessage id="settings.diagnostics.refresh" />
        </button>
      </div>
      <dl className="facts card diagnostics-facts">
        <Fact label="settings.diagnostics.app">
          {report.version} · {report.builtAt ?? none} · {report.profile}
        </Fact>
        <Fact label="settings.diagnostics.api">
          {report.apiBase ?? intl.formatMessage({ id: 'settings.diagnostics.inPageMock' })}
        </Fact>
        <Fact label="settings.diagnostics.browser">{report.browser.userAgent}</Fact>
        <Fact label="settings.diagnostics.injected">{report.browser.injectedWallet ?? none}</Fact>
        <Fact label="settings.diagnostics.flags">{report.browser.providerFlags.join(', ') || none}</Fact>
        <Fact label="settings.diagnostics.wallets">{report.wallets.join(', ') || none}</Fact>
        <Fact label="settings.diagnostics.wallet">{report.wallet ?? none}</Fact>
        <Fact label="settings.diagnostics.chain">{report.chainId ?? none}</Fact>
        <Fact label="settings.diagnostics.account">{report.account ?? none}</Fact>
        <Fact label="settings.diagnostics.socket">
          {report.socket.state
            ? intl.formatMessage({ id: `enum.socketState.${report.socket.state}` })
            : intl.formatMessage({ id: 'settings.diagnostics.neverOpened' })}
        </Fact>
        <Fact label="settings.diagnostics.lastMessage">{time(report.socket.lastMessageAt)}</Fact>
      </dl>
      <section className="card">
        <h2 className="sheet-title">
          <FormattedMessage id="settings.diagnostics.errors" values={{ count: report.errors.length }} />
        </h2>
        {report.errors.length > 0 && (
          <ol className="diagnostics-errors mono">
            {report.errors.map((error) => (
              <li key={`${error.at}-${error.message}`}>
                {time(error.at)} {error.source} {error.name}: {error.message}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
});

export default DiagnosticsScreen;

import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  type DiagnosticsReport,
  DiagnosticsUseCase,
  diagnosticsText,
} from '../../../application/settings/diagnostics.use-case';

/** The wallet diagnostics panel: the report, gathered on opening and again on refresh, and its text to copy. */
@injectable()
export class DiagnosticsVm {
  report: DiagnosticsReport | null = null;
  private generation = 0;

  constructor(@inject(DiagnosticsUseCase) private readonly diagnostics: DiagnosticsUseCase) {
    makeAutoObservable<this, 'diagnostics' | 'generation'>(
      this,
      { diagnostics: false, generation: false },
      { autoBind: true },
    );
  }

  /** The report as the clipboard gets it; empty until gathered. */
  get text(): string {
    return this.report ? diagnosticsText(this.report) : '';
  }

  attach(): void {
    void this.refresh();
  }

  detach(): void {
    this.generation += 1;
  }

  async refresh(): Promise<void> {
    const generation = ++this.generation;
    const report = await this.diagnostics.execute();
    if (generation === this.generation) this.setReport(report);
  }

  private setReport(report: DiagnosticsReport): void {
    this.report = report;
  }
}

import { makeAutoObservable, runInAction } from 'mobx';

/** Shows the browser's own install prompt; answers true when the person accepted. */
export type InstallPrompt = () => Promise<boolean>;

/**
 * The browser's install prompt, kept for the moment the person asks for it (settings → Install). The
 * browser hands it over once (beforeinstallprompt, caught by src/main/pwa.ts, which also stops the
 * browser's own banner), and it can be shown once.
 */
export class InstallStore {
  /** The prompt is at hand. */
  canPrompt = false;
  /** Installed during this visit (appinstalled, or the prompt accepted). */
  installed = false;
  private prompt: InstallPrompt | null = null;

  constructor() {
    makeAutoObservable<this, 'prompt'>(this, { prompt: false }, { autoBind: true });
  }

  /** The browser offers installation through `prompt`. */
  offer(prompt: InstallPrompt): void {
    this.prompt = prompt;
    this.canPrompt = true;
  }

  markInstalled(): void {
    this.installed = true;
    this.canPrompt = false;
    this.prompt = null;
  }

  /** Shows the prompt (once); answers whether the app was installed. */
  async install(): Promise<boolean> {
    const prompt = this.prompt;
    if (!prompt) return false;
    this.prompt = null;
    this.canPrompt = false;
    let accepted = false;
    try {
      accepted = await prompt();
    } catch {
      accepted = false;
    }
    if (accepted) runInAction(() => this.markInstalled());
    return accepted;
  }
}

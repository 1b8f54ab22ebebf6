/**
 * jsdom has <dialog> but not its modal methods: under jsdom, `showModal` and `close` only toggle `open`,
 * as a browser would, which is all the sheets read (src/ui/shared/components/sheet.tsx). The one stub of
 * every component test; the node environment has no dialogs at all.
 */
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

import { createContext, useContext } from 'react';
import type { ShellVm } from './shell.vm';

export const ShellContext = createContext<ShellVm | null>(null);

/** The app frame's view-model: open the login, language or invite sheet from any screen. */
export function useShell(): ShellVm {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the shell');
  return shell;
}

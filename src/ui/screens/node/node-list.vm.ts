import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ListNodesUseCase, type NodeSale } from '../../../application/node/list-nodes.use-case';
import type { Node } from '../../../domain/node/node';
import type { NodeProgramme } from '../../../domain/node/node-programme';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface NodeListParams {
  readonly active: boolean;
}

/**
 * The node tiers on sale (`/node`): elite, core and genesis with their numbers and what every node
 * brings. Reloaded on each visit, since a purchase elsewhere changes what is left and what the user holds.
 */
@injectable()
export class NodeListVm implements ViewModel<NodeListParams> {
  readonly sale: Loadable<NodeSale>;
  private readonly visit = new Visit();

  constructor(@inject(ListNodesUseCase) private readonly listNodes: ListNodesUseCase) {
    this.sale = new Loadable(() => this.listNodes.execute());
    makeAutoObservable<this, 'listNodes' | 'visit'>(
      this,
      { sale: false, listNodes: false, visit: false },
      { autoBind: true },
    );
  }

  attach({ active }: NodeListParams): void {
    if (this.visit.attach(active)) void this.reload();
  }

  detach(): void {}

  get nodes(): readonly Node[] {
    return this.sale.data?.nodes ?? [];
  }

  get programme(): NodeProgramme | null {
    return this.sale.data?.programme ?? null;
  }

  get firstLoad(): boolean {
    return this.sale.data === null && this.sale.error === null;
  }

  get loadFailure(): unknown {
    return this.sale.failedEmpty ? this.sale.error : null;
  }

  get refreshFailure(): unknown {
    return this.sale.data !== null ? this.sale.error : null;
  }

  reload(): Promise<void> {
    return this.sale.load();
  }
}

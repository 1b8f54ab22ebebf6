import { inject, injectable } from 'inversify';
import { type CourierTrace, newestFirst } from '../../domain/mall/mall-order';
import { MallApi } from './mall-api.port';

/** The courier trace, newest step first whatever order the server sent. */
@injectable()
export class GetCourierTraceUseCase {
  constructor(@inject(MallApi) private readonly api: MallApi) {}
  async execute(id: number): Promise<CourierTrace> {
    const trace = await this.api.courierTrace(id);
    return { ...trace, events: newestFirst(trace.events) };
  }
}

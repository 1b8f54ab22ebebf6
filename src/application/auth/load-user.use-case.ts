import { inject, injectable } from 'inversify';
import type { User } from '../../domain/user/user';
import { UserApi } from '../user/user-api.port';
import { SessionStore } from './session.store';

/** Loads the logged-in user into the session. Fails with the API's AppError (a 401 also logs out). */
@injectable()
export class LoadUserUseCase {
  constructor(
    @inject(UserApi) private readonly users: UserApi,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {}

  async execute(): Promise<User> {
    const user = await this.users.info();
    this.session.setUser(user);
    return user;
  }
}

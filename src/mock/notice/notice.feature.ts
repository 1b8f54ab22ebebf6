import type { MockFeature } from '../core/mock-feature';
import { NOTICE_HANDLERS } from './notice.handlers';
import { NOTICE_SLICE, NoticeBook } from './notice.state';

/** The notice the Pact states speak of: the newest, unread by the Pact user (notice.state.ts). */
export const PACT_NOTICE_ID = 3;

/** Notices in the request's language, with each user's read marks. */
export const NOTICE_FEATURE: MockFeature = {
  name: 'notice',
  handlers: NOTICE_HANDLERS,
  slice: NOTICE_SLICE,
  providerStates: [
    {
      name: 'the user has unread notices',
      apply: ({ state, user }) => {
        const book = new NoticeBook(state);
        book.unreadAll(user.id);
        return { notice_id: PACT_NOTICE_ID, unread: book.unread(user.id) };
      },
    },
    {
      name: 'there are no notices',
      apply: ({ state }) => {
        new NoticeBook(state).clear();
        return {};
      },
    },
  ],
};

import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  noticeDetail,
  noticeList,
  noticeRead,
  noticeUnreadCount,
} from '../../src/adapters/api/catalogue/notice.schema';
import { HttpNoticeApi } from '../../src/adapters/api/notice/http-notice-api.adapter';
import { HttpNoticeSummaryApi } from '../../src/adapters/api/notice/http-notice-summary-api.adapter';
import {
  appErrorOf,
  contractKit,
  dateTime,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer, like, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpNoticeApi(contractKit(url, PACT_TOKEN).client);
const summaryApi = (url: string) => new HttpNoticeSummaryApi(contractKit(url, PACT_TOKEN).client);

const PUBLISHED = '2025-06-20T10:00:00.000Z';
/** The newest notice of the mock (notice.state.ts), unread in "the user has unread notices". */
const NOTICE_ID = 3;
const UNKNOWN_ID = 999;

/** A notice in the list: id, title, category code, summary, date and read flag (texts in the `lang` language). */
const noticeWire = (isRead: 0 | 1 = 0) => ({
  id: integer(NOTICE_ID),
  title: string('Mining Sprint is on'),
  category: integer(2),
  summary: string('Earn points for two weeks and share a prize pool of NADI.'),
  created_at: dateTime(PUBLISHED),
  is_read: integer(isRead),
});

describe('notice contract', () => {
  it('notice.list answers a page of notices with read marks', async () => {
    await interaction(
      {
        given: 'the user has unread notices',
        endpoint: noticeList,
        description: 'the first page of notices',
        query: { page: '1', page_size: '10' },
        answer: success({ list: eachLike(noticeWire()), total: integer(3), page: 1, page_size: 10 }),
      },
      async (server) => {
        const page = await api(server.url).list({ page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({ id: NOTICE_ID, category: 'activity', read: false });
        expect(page.items[0]?.publishedAt.toISOString()).toBe(PUBLISHED);
        expect(page.total).toBe(3);
      },
    );
  });

  it('notice.list with no notices answers an empty page', async () => {
    await interaction(
      {
        given: 'there are no notices',
        endpoint: noticeList,
        description: 'the first page when there are no notices',
        query: { page: '1', page_size: '10' },
        answer: success({ list: [], total: 0, page: 1, page_size: 10 }),
      },
      async (server) => {
        expect(await api(server.url).list({ page: 1, pageSize: 10 })).toEqual({
          items: [],
          total: 0,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });

  it('notice.list refuses page 0 with HTTP 400', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: noticeList,
        description: 'page 0',
        query: { page: '0', page_size: '10' },
        status: 400,
        answer: failure(400, 'page must be 1 or more'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).list({ page: 0, pageSize: 10 }));
        expect(error.kind).toBe('bad-request');
      },
    );
  });

  it('notice.detail answers the notice with its HTML body', async () => {
    await interaction(
      {
        given: 'the user has unread notices',
        endpoint: noticeDetail,
        description: 'the id of the newest notice',
        query: { id: String(NOTICE_ID) },
        answer: success({ ...noticeWire(), content: string('<h2>Mining Sprint is on</h2><p>…</p>') }),
      },
      async (server) => {
        const notice = await api(server.url).detail(NOTICE_ID);
        expect(notice).toMatchObject({ id: NOTICE_ID, read: false });
        expect(notice.bodyHtml).toContain('<h2>');
      },
    );
  });

  it('notice.detail of an unknown id answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: noticeDetail,
        description: 'an id no notice has',
        query: { id: String(UNKNOWN_ID) },
        answer: failure(404, 'notice not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).detail(UNKNOWN_ID));
        expect(error.detail).toMatchObject({ code: 404, serverMessage: 'notice not found' });
      },
    );
  });

  it('notice.read marks a notice read and answers the unread count', async () => {
    await interaction(
      {
        given: 'the user has unread notices',
        endpoint: noticeRead,
        description: 'an unread notice',
        body: { id: NOTICE_ID },
        answer: success({ unread: integer(2) }),
      },
      async (server) => {
        expect(await api(server.url).markRead(NOTICE_ID)).toBe(2);
      },
    );
  });

  it('notice.read of an unknown id answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: noticeRead,
        description: 'an id no notice has',
        body: { id: UNKNOWN_ID },
        answer: failure(404, 'notice not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).markRead(UNKNOWN_ID));
        expect(error.detail).toMatchObject({ code: 404 });
      },
    );
  });

  it('notice.unreadCount answers the count and the newest notice', async () => {
    await interaction(
      {
        given: 'the user has unread notices',
        endpoint: noticeUnreadCount,
        description: 'a request for the unread count',
        answer: success({ unread: integer(3), latest: like(noticeWire()) }),
      },
      async (server) => {
        expect(await summaryApi(server.url).summary()).toMatchObject({
          unread: 3,
          latest: { id: NOTICE_ID },
        });
      },
    );
  });

  it('notice.unreadCount with no notices answers 0 and null', async () => {
    await interaction(
      {
        given: 'there are no notices',
        endpoint: noticeUnreadCount,
        description: 'a request for the unread count when there are no notices',
        answer: success({ unread: 0, latest: null }),
      },
      async (server) => {
        expect(await summaryApi(server.url).summary()).toEqual({ unread: 0, latest: null });
      },
    );
  });
});

import * as z from 'zod/mini';
import { endpoint, enumCode, flag, idParams, isoDate, noParams, pageOf, pageParams } from './endpoint';

/** A notice in the list: NOTICE_CATEGORY_CODES of the domain (announcement 1, activity 2, maintenance 3, security 4). */
export const noticeWire = z.object({
  id: z.number(),
  title: z.string(),
  category: enumCode,
  /** One plain-text line. */
  summary: z.string(),
  created_at: isoDate,
  /** 1 once this user has opened it. */
  is_read: flag,
});

/** A notice with its body: HTML (headings, lists, images, links), sanitised by the app before display. */
export const noticeDetailWire = z.extend(noticeWire, { content: z.string() });

export const noticeList = endpoint({
  id: 'notice.list',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/notice/list',
  auth: true,
  origin: 'proposed',
  summary: "A page of notices, newest first, each with the user's read mark; texts in the `lang` language.",
  request: pageParams,
  response: pageOf(noticeWire),
});

export const noticeDetail = endpoint({
  id: 'notice.detail',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/notice/detail',
  auth: true,
  origin: 'proposed',
  summary:
    'One notice with its HTML body (reading it does not mark it read); code 404 when there is no such notice.',
  request: idParams,
  response: noticeDetailWire,
});

export const noticeRead = endpoint({
  id: 'notice.read',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/notice/read',
  auth: true,
  origin: 'proposed',
  summary:
    'Marks a notice read (again is fine) and answers the unread count after it; code 404 for no such notice.',
  request: z.object({ id: z.number().check(z.int()) }),
  response: z.object({ unread: z.number().check(z.int(), z.gte(0)) }),
});

export const noticeUnreadCount = endpoint({
  id: 'notice.unreadCount',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/notice/unreadCount',
  auth: true,
  origin: 'proposed',
  summary:
    "The user's unread notices and the newest notice (or null): the side menu's badge and home's notice line " +
    'in one small call.',
  request: noParams,
  response: z.object({ unread: z.number().check(z.int(), z.gte(0)), latest: z.nullable(noticeWire) }),
});

/** The notice calls, all proposed (appended to ALL_ENDPOINTS). */
export const NOTICE_ENDPOINTS = [noticeList, noticeDetail, noticeRead, noticeUnreadCount] as const;

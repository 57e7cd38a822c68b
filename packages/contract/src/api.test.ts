import { describe, expect, it } from 'vitest';
import { paged, pageLabel, pageQuerySchema, statusWord } from './api';
import { MAX_PAGE_SIZE } from './limits';

describe('paged list shape', () => {
  it('describes a middle page', () => {
    expect(paged(['a', 'b'], 25, 2, 10)).toEqual({
      docs: ['a', 'b'],
      totalDocs: 25,
      totalPages: 3,
      page: 2,
      nextPage: 3,
      prevPage: 1,
      hasNextPage: true,
      hasPrevPage: true,
      limit: 10,
      pagingCounter: 11,
    });
  });

  it('an empty list still has one page', () => {
    const page = paged([], 0, 1, 12);
    expect(page.totalPages).toBe(1);
    expect(page.hasNextPage).toBe(false);
    expect(page.prevPage).toBeNull();
  });

  it('labels pages as "Page x of y"', () => {
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
  });
});

describe('page query', () => {
  const schema = pageQuerySchema(12);
  it('caps whatever limit the client asks for', () => {
    expect(schema.parse({ limit: '9999' }).limit).toBe(MAX_PAGE_SIZE);
  });
  it('defaults and coerces', () => {
    expect(schema.parse({})).toEqual({ limit: 12, page: 1 });
    expect(schema.parse({ page: '3' }).page).toBe(3);
  });
  it('refuses nonsense', () => {
    expect(schema.safeParse({ limit: '0' }).success).toBe(false);
    expect(schema.safeParse({ page: 'x' }).success).toBe(false);
    expect(schema.safeParse({ page: '-1' }).success).toBe(false);
  });
});

describe('status words', () => {
  it('names HTTP reasons', () => {
    expect(statusWord(200)).toBe('ok');
    expect(statusWord(400)).toBe('Bad Request');
    expect(statusWord(429)).toBe('Too Many Requests');
    expect(statusWord(500)).toBe('Internal Server Error');
  });
});

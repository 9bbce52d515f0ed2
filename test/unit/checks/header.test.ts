import { describe, expect, it } from 'vitest';
import { headerCheck } from '../../../src/checks/header.js';
import { runRow, type Row } from '../../helpers/check-context.js';

const nonconforming = (name: string, message: string, expected: unknown, actual: string | null) => [
  { check: 'header', title: `Header ${name} does not conform`, message, expected, actual },
];

const rows: Row[] = [
  {
    title: 'present, the name in another case than the client gives it',
    args: { name: 'Cart-Token', present: true },
    response: { status: 200, headers: { 'cart-token': 'abc' }, body: '{}' },
    expected: [],
  },
  {
    title: 'present and empty',
    args: { name: 'Nonce', present: true },
    response: { status: 200, headers: { nonce: '' }, body: '{}' },
    expected: [],
  },
  {
    title: 'equal',
    args: { name: 'User-ID', equals: '0' },
    response: { status: 200, headers: { 'user-id': '0' }, body: '{}' },
    expected: [],
  },
  {
    title: 'matching',
    args: { name: 'Content-Type', matches: '^application/json' },
    response: { status: 200, headers: { 'content-type': 'application/json; charset=UTF-8' }, body: '{}' },
    expected: [],
  },
  {
    title: 'equal and matching',
    args: { name: 'X-WP-Total', equals: '12', matches: '^[0-9]+$' },
    response: { status: 200, headers: { 'x-wp-total': '12' }, body: '[]' },
    expected: [],
  },
  {
    title: 'absent as asked',
    args: { name: 'Location', present: false },
    response: { status: 200, body: '{}' },
    expected: [],
  },
  // Without equals, matches or present the header is due absent.
  {
    title: 'the name alone asks for absence',
    args: { name: 'X-Debug' },
    response: { status: 200, headers: { 'content-type': 'text/html' }, body: '' },
    expected: [],
  },
  {
    title: 'the body is not read',
    args: { name: 'Nonce', present: true },
    response: { status: 200, headers: { nonce: 'n' }, body: '<html>' },
    expected: [],
  },
  {
    title: 'present where due absent',
    args: { name: 'Location', present: false },
    response: { status: 200, headers: { location: '/x' }, body: '{}' },
    expected: nonconforming('Location', 'header Location should be absent', null, '/x'),
  },
  {
    title: 'present where the name alone asks for absence',
    args: { name: 'X-Debug' },
    response: { status: 200, headers: { 'x-debug': '1' }, body: '{}' },
    expected: nonconforming('X-Debug', 'header X-Debug should be absent', null, '1'),
  },
  {
    title: 'missing where due present',
    args: { name: 'Cart-Token', present: true },
    response: { status: 200, headers: { nonce: 'n' }, body: '{}' },
    expected: nonconforming('Cart-Token', 'header Cart-Token is missing', 'present', null),
  },
  {
    title: 'missing where due equal',
    args: { name: 'User-ID', equals: '0' },
    response: { status: 200, body: '{}' },
    expected: nonconforming('User-ID', 'header User-ID is missing', '0', null),
  },
  {
    title: 'missing where due matching',
    args: { name: 'Nonce-Timestamp', matches: '^[0-9]+$' },
    response: { status: 200, body: '{}' },
    expected: nonconforming('Nonce-Timestamp', 'header Nonce-Timestamp is missing', '^[0-9]+$', null),
  },
  {
    title: 'another value',
    args: { name: 'User-ID', equals: '0' },
    response: { status: 200, headers: { 'user-id': '7' }, body: '{}' },
    expected: nonconforming('User-ID', 'header User-ID is "7"', '0', '7'),
  },
  {
    title: 'equal compares case and spaces exactly',
    args: { name: 'X-WP-Total', equals: '5' },
    response: { status: 200, headers: { 'x-wp-total': ' 5' }, body: '[]' },
    expected: nonconforming('X-WP-Total', 'header X-WP-Total is " 5"', '5', ' 5'),
  },
  {
    title: 'not matching',
    args: { name: 'Content-Type', matches: '^application/json' },
    response: { status: 200, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: '<html>' },
    expected: nonconforming(
      'Content-Type',
      'header Content-Type "text/html; charset=UTF-8" does not match /^application/json/',
      '/^application/json/',
      'text/html; charset=UTF-8',
    ),
  },
  {
    title: 'equal but not matching: one failure, for matches',
    args: { name: 'X-WP-Total', equals: '1e3', matches: '^[0-9]+$' },
    response: { status: 200, headers: { 'x-wp-total': '1e3' }, body: '[]' },
    expected: nonconforming('X-WP-Total', 'header X-WP-Total "1e3" does not match /^[0-9]+$/', '/^[0-9]+$/', '1e3'),
  },
  {
    title: 'neither equal nor matching: one failure, for equals',
    args: { name: 'X-WP-Total', equals: '3', matches: '^[0-9]+$' },
    response: { status: 200, headers: { 'x-wp-total': 'three' }, body: '[]' },
    expected: nonconforming('X-WP-Total', 'header X-WP-Total is "three"', '3', 'three'),
  },
];

describe('header', () => {
  it.each(rows)('$title', (row) => expect(runRow(headerCheck, row)).toEqual(row.expected));
});

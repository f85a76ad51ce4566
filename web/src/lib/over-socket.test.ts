import { OperationTypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { overSocket } from './apollo-client';

const op = (operationType: OperationTypeNode, context: Record<string, unknown> = {}) => ({ operationType, getContext: () => context });
const open = () => true;
const closed = () => false;
const online = () => true;
const offline = () => false;

describe('which operations ride the live socket (decisions 098, 103)', () => {
  it('a subscription always; a call’s signals always', () => {
    expect(overSocket(op(OperationTypeNode.SUBSCRIPTION), closed, offline)).toBe(true);
    expect(overSocket(op(OperationTypeNode.MUTATION, { viaSocket: true }), closed, offline)).toBe(true);
  });

  it('a hot write (a chat message, a text post) while the socket is open and the browser online', () => {
    expect(overSocket(op(OperationTypeNode.MUTATION, { socketWhenOpen: true }), open, online)).toBe(true);
  });

  it('the same write over HTTP when the socket is not open, or the device is offline (a socket can look open after the network went)', () => {
    expect(overSocket(op(OperationTypeNode.MUTATION, { socketWhenOpen: true }), closed, online)).toBe(false);
    expect(overSocket(op(OperationTypeNode.MUTATION, { socketWhenOpen: true }), open, offline)).toBe(false);
  });

  it('everything else over HTTP: reads, and writes not marked (sign-in sets its cookie on an HTTP answer; uploads are multipart)', () => {
    expect(overSocket(op(OperationTypeNode.QUERY, { socketWhenOpen: true }), open, online)).toBe(false);
    expect(overSocket(op(OperationTypeNode.QUERY), open, online)).toBe(false);
    expect(overSocket(op(OperationTypeNode.MUTATION), open, online)).toBe(false);
    expect(overSocket(op(OperationTypeNode.MUTATION, { fetchOptions: {} }), open, online)).toBe(false);
  });
});

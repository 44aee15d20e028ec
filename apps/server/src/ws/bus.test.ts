import { describe, expect, it } from 'vitest';
import { WsBus } from './bus.ts';

describe('WsBus', () => {
  it('delivers only to the member’s open sockets and forgets detached ones', () => {
    const bus = new WsBus();
    const got: string[] = [];
    const open = { readyState: 1, send: (d: string) => got.push(`a:${d}`) };
    const closed = { readyState: 3, send: (d: string) => got.push(`b:${d}`) };
    const detach = bus.attach('1', open);
    bus.attach('1', closed);
    bus.attach('2', { readyState: 1, send: (d: string) => got.push(`c:${d}`) });
    expect(bus.publish('1', { type: 'balance', seq: 1 })).toBe(1);
    expect(got).toEqual(['a:{"type":"balance","seq":1}']);
    detach();
    expect(bus.connectionCount()).toBe(2);
  });
});

describe('WsBus event stream', () => {
  it('sends each seq once per socket, in order, and buffers live events during a replay', () => {
    const bus = new WsBus();
    const got: number[] = [];
    const socket = { readyState: 1, send: (d: string) => got.push(JSON.parse(d).seq) };
    const handle = bus.open('1', socket, 5);
    bus.deliver('1', { type: 'event', seq: 5 }); // already seen at hello
    bus.deliver('1', { type: 'event', seq: 6 });
    handle.beginReplay(2);
    bus.deliver('1', { type: 'event', seq: 8 }); // live, arrives mid-replay
    for (const seq of [3, 4, 5, 6, 7]) handle.replay({ type: 'event', seq });
    bus.deliver('1', { type: 'event', seq: 9 });
    handle.endReplay();
    bus.deliver('1', { type: 'event', seq: 9 }); // duplicate from a second relay pass
    expect(got).toEqual([6, 3, 4, 5, 6, 7, 8, 9]);
    expect(bus.members()).toEqual(['1']);
    handle.detach();
    expect(bus.members()).toEqual([]);
  });
});

describe('WsBus broadcast', () => {
  it('sends one frame to every open socket of every member, outside the event stream', () => {
    const bus = new WsBus();
    const got: string[] = [];
    const socket = (name: string, readyState = 1) => ({
      readyState,
      send: (d: string) => got.push(`${name}:${d}`),
    });
    const handle = bus.open('1', socket('a'), 7);
    bus.attach('2', socket('b'));
    bus.attach('2', socket('c', 3));
    expect(bus.broadcast({ type: 'crash', seq: 0 })).toBe(2);
    expect(got.sort()).toEqual(['a:{"type":"crash","seq":0}', 'b:{"type":"crash","seq":0}']);
    // The member's own stream is untouched: the next event still goes out after seq 7.
    bus.deliver('1', { type: 'event', seq: 8 });
    expect(got.at(-1)).toBe('a:{"type":"event","seq":8}');
    handle.detach();
  });
});

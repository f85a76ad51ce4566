import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSquadEventHub, SquadEventsContext, useSquadEvents, type SquadEventLite } from './squad-events';

function Listener({ prefixes, seen }: { prefixes: string[]; seen: SquadEventLite[] }) {
  useSquadEvents(prefixes, (e) => seen.push(e));
  return null;
}

describe('the workspace squad stream hub (decision 051)', () => {
  it('hands each tab the kinds it asked for, RESET to all, and nothing once unmounted', () => {
    const hub = createSquadEventHub();
    const resources: SquadEventLite[] = [];
    const members: SquadEventLite[] = [];
    const view = render(
      <SquadEventsContext value={hub}>
        <Listener prefixes={['resource.']} seen={resources} />
        <Listener prefixes={['member.', 'takeaway.']} seen={members} />
      </SquadEventsContext>,
    );
    act(() => {
      hub.emit({ id: '1', kind: 'resource.added' });
      hub.emit({ id: '2', kind: 'member.joined', userId: '7' });
      hub.emit({ id: '3', kind: 'takeaway.saved' });
      hub.emit({ id: '4', kind: 'RESET' });
    });
    expect(resources.map((e) => e.id)).toEqual(['1', '4']);
    expect(members.map((e) => e.id)).toEqual(['2', '3', '4']);
    view.unmount();
    hub.emit({ id: '5', kind: 'resource.deleted' });
    expect(resources.map((e) => e.id)).toEqual(['1', '4']);
  });

  it('does nothing outside a workspace', () => {
    const seen: SquadEventLite[] = [];
    expect(() => render(<Listener prefixes={['resource.']} seen={seen} />)).not.toThrow();
    expect(seen).toEqual([]);
  });
});

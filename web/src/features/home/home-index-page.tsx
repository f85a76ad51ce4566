import { useQuery } from '@apollo/client/react';
import { MeQueryDocument } from '../../lib/session.graphql';
import { ButtonLink } from '../../ui/button-link';
import { PoolIcon } from '../../ui/icons';
import { StatePanel } from '../../ui/state-panel';

export function HomeIndexPage() {
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const name = data?.me?.firstName || data?.me?.username;
  return (
    <div className="home">
      <div className="home__greeting">
        <h1>{name ? `Hi ${name}` : 'Welcome'}</h1>
        <p>What are you learning next?</p>
      </div>
      <StatePanel
        icon={<PoolIcon size={28} />}
        title="No pools yet"
        actions={
          <ButtonLink to="/homepage/publish">
            Publish a pool
          </ButtonLink>
        }
      >
        Pools you publish or join will show up here. Publish a topic to start a squad, or search for one to join.
      </StatePanel>
    </div>
  );
}

import type { WorkspaceSlots } from '../features/workspace/workspace-page';
import { SparkIcon } from '../ui/icons';
import { StatePanel } from '../ui/state-panel';

/**
 * Stand-ins for the workspace parts the other halves of issue 12 build (feed, smart tags, search,
 * timeline, resources): the lead replaces each with the real component in `workspaceSlots`
 * (app-routes.tsx) at merge, then deletes this file.
 */
const tab = (title: string) =>
  function StubTab() {
    return (
      <StatePanel icon={<SparkIcon size={26} />} title={title}>
        This part of the workspace is on its way.
      </StatePanel>
    );
  };
const nothing = () => null;

export const stubWorkspaceSlots: WorkspaceSlots = {
  feed: tab('Posts'),
  postPreview: tab('Post'),
  postCount: nothing,
  smartTags: tab('Smart tags'),
  search: nothing,
  postSearch: tab('Search results'),
  timeline: tab('Timeline'),
  resources: tab('Assets'),
};

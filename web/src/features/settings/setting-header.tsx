import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../ui/icons';

/** Title of a settings screen with the back arrow to the list. */
export function SettingHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="settings__panel-head">
      <div className="settings__title-row">
        <Link to="/homepage/setting" className="pm-icon-button" aria-label="Back to settings">
          <ArrowLeftIcon />
        </Link>
        <h1 className="settings__title">{title}</h1>
      </div>
      {lead && <p className="settings__lead">{lead}</p>}
    </div>
  );
}

import { Link, Route, Routes } from 'react-router';
import { ArrowLeftIcon, AtIcon, BellIcon, ChevronRightIcon, GridIcon, LockIcon, MailIcon, PhoneIcon, PowerIcon, ShieldIcon } from '../../ui/icons';
import { NotFound } from '../../ui/not-found';
import { AccountDetailsSetting } from './account-details-setting';
import { ChangePasswordSetting } from './change-password-setting';
import { DeactivateSetting } from './deactivate-setting';
import { DigestSetting } from './digest-setting';
import { EmailSetting } from './email-setting';
import { MobileSetting } from './mobile-setting';
import { NotificationsSetting } from './notifications-setting';
import { PinSetting } from './pin-setting';
import { SecurityCodeSetting } from './security-code-setting';
import { UsernameSetting } from './username-setting';
import './settings.css';

/** The list of accounts.md §2 (plus PIN); paths keep the spec's spelling, and match in any case. */
const ITEMS = [
  { to: 'username', title: 'Username', text: 'Change the name others see and find you by', icon: AtIcon },
  { to: 'email', title: 'Email Update', text: 'Change and verify your email address', icon: MailIcon },
  { to: 'mobile', title: 'Mobile number', text: 'Add or change the number you can sign in with', icon: PhoneIcon },
  { to: 'changepassword', title: 'Change Password', text: 'Set a new password for signing in', icon: LockIcon },
  { to: 'Secuirtycode', title: 'Security Code', text: 'See or download your recovery code', icon: ShieldIcon },
  { to: 'Changepin', title: 'PIN', text: 'Set or change your 4-digit PIN', icon: GridIcon },
  { to: 'notifications', title: 'Notifications', text: 'What reaches you, push on this browser, quiet hours', icon: BellIcon },
  { to: 'digest', title: 'Squad digest', text: 'A daily or weekly e-mail of what your squads did', icon: MailIcon },
  { to: 'deactivateaccount', title: 'Deactivate account', text: 'Take a break; restore it within 30 days', icon: PowerIcon },
];

function SettingsList() {
  return (
    <>
      <div className="settings__title-row">
        <Link to="/homepage" className="pm-icon-button" aria-label="Back to home">
          <ArrowLeftIcon />
        </Link>
        <h1 className="settings__title">Settings</h1>
        <Link to="accountdetails" className="settings__details-link">
          Account details
        </Link>
      </div>
      <nav aria-label="Settings">
        <ul className="settings__list pm-card">
          {ITEMS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={to === 'deactivateaccount' ? 'settings__item settings__item--danger' : 'settings__item'}>
                <span className="settings__item-icon">
                  <Icon size={20} />
                </span>
                <span className="settings__item-body">
                  <span className="settings__item-title">{title}</span>
                  <span className="settings__item-text">{text}</span>
                </span>
                <ChevronRightIcon size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** /homepage/setting/*: the list and one screen per setting, each with a back arrow. */
export function SettingsPage() {
  return (
    <div className="settings">
      <Routes>
        <Route index element={<SettingsList />} />
        <Route path="username" element={<UsernameSetting />} />
        <Route path="email" element={<EmailSetting />} />
        <Route path="mobile" element={<MobileSetting />} />
        <Route path="changepassword" element={<ChangePasswordSetting />} />
        <Route path="secuirtycode" element={<SecurityCodeSetting />} />
        <Route path="changepin" element={<PinSetting />} />
        <Route path="digest" element={<DigestSetting />} />
        <Route path="notifications" element={<NotificationsSetting />} />
        <Route path="deactivateaccount/*" element={<DeactivateSetting />} />
        <Route path="accountdetails" element={<AccountDetailsSetting />} />
        <Route path="*" element={<NotFound homeTo="/homepage/setting" embedded />} />
      </Routes>
    </div>
  );
}

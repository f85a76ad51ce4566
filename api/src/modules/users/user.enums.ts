import { registerEnumType } from 'type-graphql';

export enum Gender {
  M = 'M',
  F = 'F',
  O = 'O',
}
export enum Stereotype {
  Casual = 'Casual',
  Geek = 'Geek',
  Genius = 'Genius',
  Smart = 'Smart',
  Lazy = 'Lazy',
  Nerd = 'Nerd',
}
export enum AccountStatus {
  ACTIVE = 'ACTIVE',
  DEACTIVATED = 'DEACTIVATED',
}

registerEnumType(Gender, { name: 'Gender', description: 'M male, F female, O other.' });
registerEnumType(Stereotype, { name: 'Stereotype', description: 'The learner badge shown on profiles.' });
registerEnumType(AccountStatus, { name: 'AccountStatus', description: 'DEACTIVATED accounts can be restored for 30 days.' });

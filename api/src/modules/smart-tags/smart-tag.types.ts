import { ObjectType } from 'type-graphql';
import { ConnectionOf } from '../../platform/connection.js';
import { SmartTag } from './smart-tag.entity.js';

@ObjectType()
export class SmartTagConnection extends ConnectionOf('SmartTag', () => SmartTag) {}

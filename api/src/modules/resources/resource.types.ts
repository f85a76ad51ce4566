import { ObjectType } from 'type-graphql';
import { ConnectionOf } from '../../platform/connection.js';
import { Resource } from './resource.entity.js';

@ObjectType()
export class ResourceConnection extends ConnectionOf('Resource', () => Resource) {}

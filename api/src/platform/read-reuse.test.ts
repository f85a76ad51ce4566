import { execute, GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type DocumentNode, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { asked, Reuse } from './read.js';

/** A read's SQL parts are built once per document field and scope, and per request when a variable is below (decision 048). */
describe('Reuse', () => {
  const Item = new GraphQLObjectType({ name: 'Item', fields: { name: { type: GraphQLString, args: { size: { type: GraphQLInt } } } } });
  const setup = () => {
    const builds: string[] = [];
    const reuse = new Reuse<string>();
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          items: {
            type: new GraphQLList(Item),
            args: { viewer: { type: GraphQLInt } },
            resolve: (_root, args: { viewer?: number }, _ctx, info: GraphQLResolveInfo) => {
              const made = reuse.get(info, args.viewer ?? null, () => {
                const sel = asked(info);
                const built = sel.fields.map((f) => `${f.key}:${JSON.stringify(f.args())}`).join(',');
                builds.push(built);
                return built;
              });
              return [{ name: made }];
            },
          },
        },
      }),
    });
    return { builds, run: async (document: DocumentNode, variableValues?: Record<string, unknown>) => execute({ schema, document, variableValues }) };
  };

  it('builds once per document field and scope when the arguments below are literals', async () => {
    const { builds, run } = setup();
    const doc = parse('query($v: Int) { items(viewer: $v) { name(size: 2) } }');
    const answers = [];
    for (const v of [1, 1, 2, 1]) answers.push((await run(doc, { v })).data);
    expect(builds).toEqual(['name:{"size":2}', 'name:{"size":2}']); // viewer 1, then viewer 2
    expect(answers[3]).toEqual({ items: [{ name: 'name:{"size":2}' }] });
    // the same text parsed again is another document: built again
    await run(parse('query($v: Int) { items(viewer: $v) { name(size: 2) } }'), { v: 1 });
    expect(builds).toHaveLength(3);
  });

  it('builds per request when an argument below takes a variable', async () => {
    const { builds, run } = setup();
    const doc = parse('query($s: Int) { items { name(size: $s) } }');
    const answers = [];
    for (const s of [1, 2, 2]) answers.push((await run(doc, { s })).data);
    expect(builds).toEqual(['name:{"size":1}', 'name:{"size":2}', 'name:{"size":2}']);
    expect(answers.map((a) => (a as { items: { name: string }[] }).items[0].name)).toEqual(['name:{"size":1}', 'name:{"size":2}', 'name:{"size":2}']);
  });
});

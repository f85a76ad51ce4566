declare module '@thaunknown/simple-peer' {
  const Peer: new (opts: Record<string, unknown>) => import('./mesh').PeerLike;
  export default Peer;
}

// moved to lib/ (decision 069): a feature's manifest names its lazy screens with it
export { lazyPage, type LazyPage } from '../lib/lazy-page';

// Only BarChart and its stylesheet, for a dynamic import (importing '@mantine/charts' itself
// would keep every chart). The stylesheet comes with the chunk, not with the inbox.
import '@mantine/charts/styles.css';

export { BarChart } from '@mantine/charts';

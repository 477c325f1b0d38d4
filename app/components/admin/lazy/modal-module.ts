// Only Modal, for a dynamic import (importing '@mantine/core' itself would keep every export).
export { Modal } from '@mantine/core';

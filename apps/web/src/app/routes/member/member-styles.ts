// Mantine styles the member-centre pages need beyond the first page's set; they load with this chunk.
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Image.css';

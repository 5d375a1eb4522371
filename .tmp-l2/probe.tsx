import { render, toPlainText } from '@react-email/render';
import { Html } from '@react-email/html';
import { Head } from '@react-email/head';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Text } from '@react-email/text';
import { Link } from '@react-email/link';
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Row } from '@react-email/row';
import { Column } from '@react-email/column';
import { Hr } from '@react-email/hr';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Heading } from '@react-email/heading';
export default { async fetch() {
  const html = await render(<Html lang="ar" dir="rtl"><Head /><Preview>hi</Preview><Body><Container><Heading>T</Heading><Text>Hello <b>x</b></Text><Section><Row><Column>a</Column><Column>b</Column></Row></Section><Hr/><Img src="https://x/y.png" alt="y"/><Button href="https://a">go</Button><Link href="https://b">b</Link></Container></Body></Html>);
  return new Response(html + '\n----\n' + toPlainText(html));
} };

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en_US">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../mainwindow.cpp" line="42"/>
        <source>&amp;Open %1 &lt;b&gt;</source>
        <comment>menu</comment>
        <extracomment>File menu entry</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Old</source>
        <translation type="vanished">Старый</translation>
    </message>
    <message>
        <source>Quit</source>
    </message>
</context>
</TS>

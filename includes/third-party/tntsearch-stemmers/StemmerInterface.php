<?php namespace TeamTNT\TNTSearch\Stemmer;

interface StemmerInterface
{
    public static function stem($word);
}
